import type { Catalog } from '@freightkit/domain';
import type { primitiveMessages } from './kitMessages.ts';
import { documentMessagesEsUs } from '../documentMessages/documentMessages.es-US.ts';
import { equipmentCardMessagesEsUs } from '../EquipmentCard/equipmentCardMessages.es-US.ts';
import { noteMessagesEsUs } from '../NoteEditor/noteMessages.es-US.ts';
import { savedViewsMessagesEsUs } from '../SavedViewsMenu/savedViewsMessages.es-US.ts';
import { shellMessagesEsUs } from '../shellMessages/shellMessages.es-US.ts';
import { shipmentMessagesEsUs } from '../shipmentMessages/shipmentMessages.es-US.ts';
import { tenderMessagesEsUs } from '../TenderCard/tenderMessages.es-US.ts';
import { rateMessagesEsUs } from '../RateTable/rateMessages.es-US.ts';

/** US Spanish (es-US) of {@link primitiveMessages}: labels of controls and assistive names. */
export const primitiveMessagesEsUs = {
  'kit.button.loading': 'Cargando',
  'kit.close': 'Cerrar',
  'kit.dismiss': 'Descartar',
  'kit.refresh': 'Actualizar',
  'kit.moreActions': 'Más acciones',
  'kit.toast.region': 'Notificaciones',
  'kit.toast.dismiss': 'Descartar notificación',
  'kit.select.placeholder': 'Seleccione…',
  'kit.multiSelect.summary': '{first} y {count, plural, other {# más}}',
  'kit.map.controls': 'Zoom del mapa',
  'kit.map.zoomIn': 'Acercar',
  'kit.map.zoomOut': 'Alejar',
  'kit.map.reset': 'Restablecer mapa',
  'kit.map.surface': 'Mover el mapa',
  'kit.map.keys':
    'En el mapa, las flechas lo mueven, + y − acercan y alejan, y 0 lo restablece; mantenga Ctrl y desplace para hacer zoom.',
  'kit.combobox.loading': 'Buscando…',
  'kit.combobox.noResults': 'Sin coincidencias',
  'kit.combobox.clear': 'Borrar',
  'kit.numberField.increment': 'Aumentar',
  'kit.numberField.decrement': 'Disminuir',
  'kit.dateRange.preset': 'Período',
  'kit.dateRange.start': 'Fecha de inicio',
  'kit.dateRange.end': 'Fecha de fin',
  'kit.dateRange.any': 'Cualquier fecha',
  'kit.dateField.day': 'dd',
  'kit.dateField.month': 'mm',
  'kit.dateField.year': 'aaaa',
  'kit.dateField.choose': 'Elegir una fecha',
  'kit.dateField.calendar': 'Calendario',
  'kit.dateField.unreadable': 'Escriba una fecha como {example}.',
  'kit.calendar.previousMonth': 'Mes anterior',
  'kit.calendar.nextMonth': 'Mes siguiente',
  'kit.spinner.label': 'Cargando',
  'kit.skeleton.label': 'Cargando',
  'kit.progress.value': '{percent} %',
  'kit.badge.count': '{label}: {count}',
  'kit.badge.overflow': '{max}+',
  'kit.tabs.count': '({count})',
  'kit.pager.page': 'Página {page} de {pages}',
  'kit.pager.previous': 'Página anterior',
  'kit.pager.next': 'Página siguiente',
  'kit.field.invalid': 'Valor no válido',
} as const satisfies Record<keyof (typeof primitiveMessages)['en'], string>;

/**
 * Every kit text in US Spanish, merged in the order of the English `kitMessages` (primitives,
 * shell, shipment, equipment card, saved views, document, note, tender, rate). The engine loads
 * this module only for an es-US user.
 */
export const kitMessagesEsUs = {
  ...primitiveMessagesEsUs,
  ...shellMessagesEsUs,
  ...shipmentMessagesEsUs,
  ...equipmentCardMessagesEsUs,
  ...savedViewsMessagesEsUs,
  ...documentMessagesEsUs,
  ...noteMessagesEsUs,
  ...tenderMessagesEsUs,
  ...rateMessagesEsUs,
} as const satisfies Catalog;
