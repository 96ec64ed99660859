import { formatInTimeZone } from 'date-fns-tz';
import { EquipmentMode, OrderType, ShippingMode } from '../enums/freight.ts';
import { StopType } from '../enums/people.ts';
import { findRegion, timeZoneForPostalCode } from '../regions/regions.ts';
import { stopDateTime, type StopTimeInput } from '../shipments/stopInstants.ts';
import { orderPayload } from './orders.ts';
import { canadianPostalCodePattern, isGuid, parseMarkup, zipPattern } from './payloads.ts';
import { manualLocationNumber, orderStopPayload } from './stops.ts';
import { answer, problemTexts, type AnswerMessage } from '../messages/answers.ts';

/** Fewest and most stops of an order: one pickup and one delivery at least. */
export const orderStopLimits = { min: 2, max: 20 } as const;
/** Most line items on one stop, and most reference numbers on an order or a stop. */
export const orderListLimits = { lineItems: 50, referenceNumbers: 20 } as const;
/** Longest customer or company name, address line, and special instructions. */
export const orderTextLimits = { name: 100, address: 200, instructions: 2000 } as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with an order, by field path (`stops.0.city`), in English; empty when nothing is. */
export type OrderProblems = Record<string, string>;
/** What is wrong with an order, by field path, as catalog keys (ADR 048); empty when nothing is. */
export type OrderProblemKeys = Record<string, AnswerMessage>;

/** An address of a stop as typed or as picked from a location. */
export interface OrderAddressInput {
  readonly companyName?: string | null;
  readonly addressLine1?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly postalCode?: string | null;
  readonly email?: string | null;
}

/**
 * What is wrong with a stop's address (spec 2 §5): company, first line, city, a supported state or
 * province (spec 2 §5 "Supported regions"), and a US ZIP or Canadian postal code whose time zone is
 * known (stop times are entered in it).
 */
export function stopAddressProblems(address: OrderAddressInput): OrderProblems {
  return problemTexts(stopAddressProblemKeys(address));
}

/** {@link stopAddressProblems} as catalog keys (ADR 048). */
export function stopAddressProblemKeys(address: OrderAddressInput): OrderProblemKeys {
  const problems: OrderProblemKeys = {};
  const text = (v: string | null | undefined) => (v ?? '').trim();
  if (text(address.companyName) === '') problems.companyName = answer('answer.orders.companyRequired');
  else if (text(address.companyName).length > orderTextLimits.name)
    problems.companyName = answer('answer.orders.companyTooLong', { max: orderTextLimits.name });
  if (text(address.addressLine1) === '') problems.addressLine1 = answer('answer.orders.addressRequired');
  else if (text(address.addressLine1).length > orderTextLimits.address)
    problems.addressLine1 = answer('answer.orders.addressTooLong', { max: orderTextLimits.address });
  if (text(address.city) === '') problems.city = answer('answer.orders.cityRequired');
  if (text(address.state) === '') problems.state = answer('answer.orders.stateRequired');
  else if (!findRegion(address.state)) problems.state = answer('answer.orders.stateUnknown');
  const postal = text(address.postalCode);
  if (postal === '') problems.postalCode = answer('answer.orders.postalRequired');
  else if (!zipPattern.test(postal) && !canadianPostalCodePattern.test(postal))
    problems.postalCode = answer('answer.orders.postalFormat');
  else if (timeZoneForPostalCode(postal) === undefined)
    problems.postalCode = answer('answer.orders.postalZone');
  const email = text(address.email);
  if (email !== '' && !emailPattern.test(email)) problems.email = answer('answer.contacts.emailFormat');
  return problems;
}

/** What is wrong with a line item: a description, a whole positive quantity, a weight of zero or more. */
export function lineItemProblems(item: {
  readonly description?: string | null;
  readonly quantity: number;
  readonly weightLbs: number;
}): OrderProblems {
  return problemTexts(lineItemProblemKeys(item));
}

/** {@link lineItemProblems} as catalog keys (ADR 048). */
export function lineItemProblemKeys(item: {
  readonly description?: string | null;
  readonly quantity: number;
  readonly weightLbs: number;
}): OrderProblemKeys {
  const problems: OrderProblemKeys = {};
  if ((item.description ?? '').trim() === '')
    problems.description = answer('answer.orders.descriptionRequired');
  if (!Number.isInteger(item.quantity) || item.quantity < 1)
    problems.quantity = answer('answer.orders.quantity');
  if (!Number.isFinite(item.weightLbs) || item.weightLbs < 0 || item.weightLbs > 200_000)
    problems.weightLbs = answer('answer.orders.weight');
  return problems;
}

/** The window rule: the late time is not before the early one; an appointment falls inside the window. */
export function stopWindowProblems(
  early: string | null,
  late: string | null,
  appointment: string | null,
): { late?: string; appointment?: string } {
  return problemTexts(stopWindowProblemKeys(early, late, appointment));
}

/** {@link stopWindowProblems} as catalog keys (ADR 048). */
export function stopWindowProblemKeys(
  early: string | null,
  late: string | null,
  appointment: string | null,
): { late?: AnswerMessage; appointment?: AnswerMessage } {
  const problems: { late?: AnswerMessage; appointment?: AnswerMessage } = {};
  if (early !== null && late !== null && Date.parse(late) < Date.parse(early))
    problems.late = answer('answer.orders.windowOrder');
  if (appointment !== null && early !== null && late !== null) {
    const at = Date.parse(appointment);
    if (at < Date.parse(early) || at > Date.parse(late))
      problems.appointment = answer('answer.orders.appointmentOutside');
  }
  return problems;
}

/** The order-level fields both the form and the back end check. */
interface OrderHeaderInput {
  readonly orderType?: string | null;
  readonly customerName?: string | null;
  readonly freightValue?: number | null;
  readonly stopTypes: readonly (string | null | undefined)[];
}

const orderTypeValues: readonly string[] = Object.values(OrderType);

function orderHeaderProblemKeys(input: OrderHeaderInput): OrderProblemKeys {
  const problems: OrderProblemKeys = {};
  if (!orderTypeValues.includes(input.orderType ?? ''))
    problems.orderType = answer('answer.orders.typeRequired');
  const customer = (input.customerName ?? '').trim();
  if (customer === '') problems.customerName = answer('answer.orders.customerRequired');
  else if (customer.length > orderTextLimits.name)
    problems.customerName = answer('answer.orders.customerTooLong', { max: orderTextLimits.name });
  if (input.freightValue != null && (!Number.isFinite(input.freightValue) || input.freightValue < 0))
    problems.freightValue = answer('answer.orders.freightValue');
  const types = input.stopTypes;
  if (types.length < orderStopLimits.min) problems.stops = answer('answer.orders.stopsTooFew');
  else if (types.length > orderStopLimits.max)
    problems.stops = answer('answer.orders.stopsTooMany', { max: orderStopLimits.max });
  else if (types[0] !== StopType.Shipping || types.at(-1) !== StopType.Receiving)
    problems.stops = answer('answer.orders.stopsOrder');
  return problems;
}

const prefixed = (prefix: string, problems: OrderProblemKeys): OrderProblemKeys =>
  Object.fromEntries(Object.entries(problems).map(([k, v]) => [`${prefix}${k}`, v]));

// ---------------------------------------------------------------------------------------------
// The wire body (what the portal sends and the back end checks)

/** A line item as sent. `id` is kept only when GUID-shaped on update (spec 2 §5). */
export interface OrderLineItemBody {
  readonly id?: string;
  /** Absent when left empty (empty strings are not sent); the rules then ask for it. */
  readonly description?: string;
  readonly quantity: number;
  readonly weightLbs: number;
}

/** A stop as sent (spec 2 §3 "Order stop"), plus its type (pickup or delivery). */
export interface OrderStopBody {
  readonly stopType: string;
  readonly locationNumber: string;
  readonly location?: {
    readonly companyName?: string;
    readonly addressLine1?: string;
    readonly addressLine2?: string;
    readonly city?: string;
    readonly state?: string;
    readonly postalCode?: string;
    readonly country?: string;
    readonly phoneNumbers?: readonly { readonly number: string; readonly type: string }[];
    readonly email?: string;
    readonly googleId?: string;
  };
  readonly earlyDateTime?: string | null;
  readonly lateDateTime?: string | null;
  readonly appointmentDateTime?: string | null;
  readonly referenceNumbers?: readonly { readonly label?: string; readonly value?: string }[];
  readonly lineItems?: readonly OrderLineItemBody[];
}

/** An order as sent (spec 2 §3 "Order", the fields FreightKit's form holds). */
export interface OrderBody {
  /** Absent when left empty (empty strings are not sent, spec 2 §5); the rules then say what is missing. */
  readonly orderType?: string;
  readonly customerName?: string;
  readonly equipmentMode: number;
  readonly shippingMode: number;
  readonly freightValue?: number | null;
  readonly specialInstructions?: string;
  readonly referenceNumbers?: readonly { readonly label?: string; readonly value?: string }[];
  readonly tmsOrderDetails?: { readonly freightTermType?: string; readonly markup?: number } | null;
  readonly stops: readonly OrderStopBody[];
}

/**
 * What is wrong with an order body, by field path (the back end's 400 model state): the header rules,
 * each manual stop's address ({@link stopAddressProblems} under `stops.N.location.`), an existing stop's
 * location number, each stop's window, and each line item. `knownLocation` says whether a location
 * number is one of the company's (the back end asks its table; the form picked it from the list).
 */
export function orderBodyProblems(
  body: OrderBody,
  knownLocation: (locationNumber: string) => boolean = () => true,
): OrderProblems {
  return problemTexts(orderBodyProblemKeys(body, knownLocation));
}

/** {@link orderBodyProblems} as catalog keys (ADR 048), which the contract's body schema refines with. */
export function orderBodyProblemKeys(
  body: OrderBody,
  knownLocation: (locationNumber: string) => boolean = () => true,
): OrderProblemKeys {
  let problems: OrderProblemKeys = orderHeaderProblemKeys({
    orderType: body.orderType,
    customerName: body.customerName,
    freightValue: body.freightValue ?? null,
    stopTypes: body.stops.map((s) => s.stopType),
  });
  body.stops.forEach((stop, i) => {
    const at = `stops.${i}.`;
    if (stop.locationNumber === manualLocationNumber)
      problems = { ...problems, ...prefixed(`${at}location.`, stopAddressProblemKeys(stop.location ?? {})) };
    else if (stop.locationNumber.trim() === '' || !knownLocation(stop.locationNumber))
      problems[`${at}locationNumber`] = answer('answer.orders.locationRequired');
    if (!stop.earlyDateTime) problems[`${at}earlyDateTime`] = answer('answer.orders.earlyRequired');
    if (!stop.lateDateTime) problems[`${at}lateDateTime`] = answer('answer.orders.lateRequired');
    const window = stopWindowProblemKeys(
      stop.earlyDateTime ?? null,
      stop.lateDateTime ?? null,
      stop.appointmentDateTime ?? null,
    );
    if (window.late) problems[`${at}lateDateTime`] = window.late;
    if (window.appointment) problems[`${at}appointmentDateTime`] = window.appointment;
    if ((stop.lineItems?.length ?? 0) > orderListLimits.lineItems)
      problems[`${at}lineItems`] = answer('answer.orders.lineItemsTooMany', {
        max: orderListLimits.lineItems,
      });
    stop.lineItems?.forEach((item, j) => {
      problems = { ...problems, ...prefixed(`${at}lineItems.${j}.`, lineItemProblemKeys(item)) };
    });
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The form (what the screen holds: text as typed)

/** A line item as typed. `id` is a GUID once saved, a temporary key before. */
export interface OrderLineItemForm {
  readonly id: string;
  readonly description: string;
  readonly quantity: string;
  readonly weightLbs: string;
}

/** A reference number as typed. */
export type ReferenceNumberForm = {
  readonly label: string;
  readonly value: string;
};

/** A stop's address as typed (manual) or as copied from a picked location (read-only on screen). */
export interface OrderAddressForm {
  readonly companyName: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: string;
  readonly phone: string;
  readonly email: string;
}

/** A stop as the form holds it. Times are a date (`YYYY-MM-DD`) and a time (`HH:mm`) in the stop's zone. */
export interface OrderStopForm {
  /** A key for the screen's list; not sent. */
  readonly key: string;
  readonly stopType: string;
  /** `''` none chosen yet, `N/A` a manual address, otherwise one of the company's locations. */
  readonly locationNumber: string;
  readonly address: OrderAddressForm;
  readonly earlyDate: string;
  readonly earlyTime: string;
  readonly lateDate: string;
  readonly lateTime: string;
  readonly appointmentDate: string;
  readonly appointmentTime: string;
  readonly referenceNumbers: readonly ReferenceNumberForm[];
  readonly lineItems: readonly OrderLineItemForm[];
}

/** The order form's values, as typed. */
export interface OrderForm {
  readonly orderType: string;
  readonly customerName: string;
  readonly equipmentMode: string;
  readonly shippingMode: string;
  readonly freightValue: string;
  readonly freightTermType: string;
  readonly markup: string;
  readonly specialInstructions: string;
  readonly referenceNumbers: readonly ReferenceNumberForm[];
  readonly stops: readonly OrderStopForm[];
}

/** An empty address. */
export const emptyOrderAddress: OrderAddressForm = {
  companyName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  phone: '',
  email: '',
};

/** A new stop of a type: a manual address (the common case for a new consignee), no times yet. */
export function emptyOrderStop(key: string, stopType: string): OrderStopForm {
  return {
    key,
    stopType,
    locationNumber: manualLocationNumber,
    address: emptyOrderAddress,
    earlyDate: '',
    earlyTime: '',
    lateDate: '',
    lateTime: '',
    appointmentDate: '',
    appointmentTime: '',
    referenceNumbers: [],
    lineItems: [],
  };
}

/** A new order: a sales order, dry van truckload, a pickup and a delivery. */
export function emptyOrderForm(): OrderForm {
  return {
    orderType: OrderType.SalesOrder,
    customerName: '',
    equipmentMode: String(EquipmentMode.Dry),
    shippingMode: String(ShippingMode.TL),
    freightValue: '',
    freightTermType: '',
    markup: '',
    specialInstructions: '',
    referenceNumbers: [],
    stops: [emptyOrderStop('stop-1', StopType.Shipping), emptyOrderStop('stop-2', StopType.Receiving)],
  };
}

const timeParts = (date: string, time: string): StopTimeInput | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (date.trim() === '' || !match) return null;
  return { date: date.trim(), hour: Number(match[1]), minute: Number(match[2]) };
};

const numberOrNaN = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text.trim().replace(/,/g, ''));

/** The zone a stop's times are entered in: from its postal code (spec 2 §5), if known. */
export function orderStopTimeZone(stop: Pick<OrderStopForm, 'address'>): string | undefined {
  return timeZoneForPostalCode(stop.address.postalCode);
}

/**
 * What is wrong with the order form, by the form's own field paths (`stops.0.earlyDate`), so the
 * screen marks the field and moves focus to the first. The same rules as {@link orderBodyProblems},
 * read on what was typed, plus the entry rules of the form (a date with a time, a number where one
 * is asked).
 */
export function orderFormProblems(form: OrderForm): OrderProblems {
  return problemTexts(orderFormProblemKeys(form));
}

/** {@link orderFormProblems} as catalog keys (ADR 048), which the portal renders in its user's language. */
export function orderFormProblemKeys(form: OrderForm): OrderProblemKeys {
  let problems: OrderProblemKeys = orderHeaderProblemKeys({
    orderType: form.orderType,
    customerName: form.customerName,
    freightValue: form.freightValue.trim() === '' ? null : numberOrNaN(form.freightValue),
    stopTypes: form.stops.map((s) => s.stopType),
  });
  if (form.markup.trim() !== '' && parseMarkup(form.markup) === undefined)
    problems.markup = answer('answer.orders.markup');
  form.stops.forEach((stop, i) => {
    const at = `stops.${i}.`;
    if (stop.locationNumber === '')
      problems[`${at}locationNumber`] = answer('answer.orders.locationRequired');
    else if (stop.locationNumber === manualLocationNumber)
      problems = { ...problems, ...prefixed(at, stopAddressProblemKeys(stop.address)) };
    const zone = orderStopTimeZone(stop);
    const instant = (field: 'early' | 'late' | 'appointment', required: boolean): string | null => {
      const date = stop[`${field}Date`];
      const time = stop[`${field}Time`];
      if (date.trim() === '' && time.trim() === '') {
        if (required)
          problems[`${at}${field}Date`] = answer(
            field === 'early' ? 'answer.orders.earlyDateRequired' : 'answer.orders.lateDateRequired',
          );
        return null;
      }
      const parts = timeParts(date, time);
      if (date.trim() === '') problems[`${at}${field}Date`] = answer('answer.orders.dateAsWell');
      else if (!parts) problems[`${at}${field}Time`] = answer('answer.orders.timeFormat');
      if (!parts || zone === undefined) return null;
      const value = stopDateTime(parts, zone);
      if (value === null) problems[`${at}${field}Date`] = answer('answer.orders.dateReal');
      return value;
    };
    const early = instant('early', true);
    const late = instant('late', true);
    const appointment = instant('appointment', false);
    const window = stopWindowProblemKeys(early, late, appointment);
    if (window.late) problems[`${at}lateDate`] ??= window.late;
    if (window.appointment) problems[`${at}appointmentDate`] ??= window.appointment;
    stop.lineItems.forEach((item, j) => {
      problems = {
        ...problems,
        ...prefixed(
          `${at}lineItems.${j}.`,
          lineItemProblemKeys({
            description: item.description,
            quantity: numberOrNaN(item.quantity),
            weightLbs: item.weightLbs.trim() === '' ? 0 : numberOrNaN(item.weightLbs),
          }),
        ),
      };
    });
  });
  return problems;
}

/**
 * The body to send for the form (spec 2 §5): each stop shaped by `orderStopPayload` (manual address
 * with CA from a Canadian postal code, times in the postal code's zone, empty reference numbers
 * dropped), then the order by `orderPayload` (empty strings absent, markup a number, and on update
 * non-GUID line-item ids dropped). Call it on a form without {@link orderFormProblems}.
 */
export function orderBodyFromForm(form: OrderForm, mode: 'create' | 'update'): OrderBody {
  const stops = form.stops.map((stop) => {
    const manual = stop.locationNumber === manualLocationNumber;
    const payload = orderStopPayload({
      locationNumber: stop.locationNumber,
      ...(manual ? { manual: stop.address } : {}),
      postalCode: stop.address.postalCode,
      times: {
        early: timeParts(stop.earlyDate, stop.earlyTime) ?? { date: '', hour: -1, minute: -1 },
        late: timeParts(stop.lateDate, stop.lateTime) ?? { date: '', hour: -1, minute: -1 },
        appointment: timeParts(stop.appointmentDate, stop.appointmentTime),
      },
      referenceNumbers: stop.referenceNumbers,
      lineItems: stop.lineItems.map((item) => ({
        ...(item.id === '' ? {} : { id: item.id }),
        description: item.description.trim(),
        quantity: numberOrNaN(item.quantity),
        weightLbs: item.weightLbs.trim() === '' ? 0 : numberOrNaN(item.weightLbs),
      })),
    });
    return { stopType: stop.stopType, ...payload } as {
      readonly lineItems?: readonly { readonly id?: unknown }[];
    };
  });
  const freightValue = form.freightValue.trim() === '' ? null : numberOrNaN(form.freightValue);
  return orderPayload(
    {
      orderType: form.orderType,
      customerName: form.customerName.trim(),
      equipmentMode: Number(form.equipmentMode),
      shippingMode: Number(form.shippingMode),
      freightValue,
      specialInstructions: form.specialInstructions,
      referenceNumbers: form.referenceNumbers,
      tmsOrderDetails: { freightTermType: form.freightTermType, markup: form.markup },
      stops,
    },
    mode,
  ) as unknown as OrderBody;
}

/** An order stop as read back, for {@link orderFormFromOrder}. */
export interface OrderStopRead {
  readonly stopType: string;
  readonly locationNumber: string;
  readonly location: {
    readonly companyName: string;
    readonly addressLine1: string;
    readonly addressLine2: string | null;
    readonly city: string;
    readonly state: string;
    readonly postalCode: string;
    readonly country: string | null;
    readonly phone: string | null;
    readonly email: string | null;
  };
  readonly ianaTimezone: string;
  readonly earlyDateTime: string;
  readonly lateDateTime: string;
  readonly appointmentDateTime: string | null;
  readonly referenceNumbers: readonly ReferenceNumberForm[];
  readonly lineItems: readonly {
    readonly id: string;
    readonly description: string;
    readonly quantity: number;
    readonly weightLbs: number;
  }[];
}

/** An order as read back, for {@link orderFormFromOrder}. */
export interface OrderRead {
  readonly orderType: string;
  readonly customerName: string;
  readonly equipmentMode: number;
  readonly shippingMode: number;
  readonly freightValue: number | null;
  readonly specialInstructions: string | null;
  readonly referenceNumbers: readonly ReferenceNumberForm[];
  readonly tmsOrderDetails: {
    readonly freightTermType: string | null;
    readonly markup: number | null;
  } | null;
  readonly stops: readonly OrderStopRead[];
}

const localParts = (iso: string | null, zone: string): [string, string] =>
  iso === null ? ['', ''] : [formatInTimeZone(iso, zone, 'yyyy-MM-dd'), formatInTimeZone(iso, zone, 'HH:mm')];

/** The form's values for editing a saved order: times shown again in each stop's own zone. */
export function orderFormFromOrder(order: OrderRead): OrderForm {
  return {
    orderType: order.orderType,
    customerName: order.customerName,
    equipmentMode: String(order.equipmentMode),
    shippingMode: String(order.shippingMode),
    freightValue: order.freightValue === null ? '' : String(order.freightValue),
    freightTermType: order.tmsOrderDetails?.freightTermType ?? '',
    markup: order.tmsOrderDetails?.markup == null ? '' : String(order.tmsOrderDetails.markup),
    specialInstructions: order.specialInstructions ?? '',
    referenceNumbers: order.referenceNumbers.map((r) => ({ label: r.label, value: r.value })),
    stops: order.stops.map((stop, i) => {
      const [earlyDate, earlyTime] = localParts(stop.earlyDateTime, stop.ianaTimezone);
      const [lateDate, lateTime] = localParts(stop.lateDateTime, stop.ianaTimezone);
      const [appointmentDate, appointmentTime] = localParts(stop.appointmentDateTime, stop.ianaTimezone);
      const l = stop.location;
      return {
        key: `stop-${i + 1}`,
        stopType: stop.stopType,
        locationNumber: stop.locationNumber,
        address: {
          companyName: l.companyName,
          addressLine1: l.addressLine1,
          addressLine2: l.addressLine2 ?? '',
          city: l.city,
          state: l.state,
          postalCode: l.postalCode,
          country: l.country ?? '',
          phone: l.phone ?? '',
          email: l.email ?? '',
        },
        earlyDate,
        earlyTime,
        lateDate,
        lateTime,
        appointmentDate,
        appointmentTime,
        referenceNumbers: stop.referenceNumbers.map((r) => ({ label: r.label, value: r.value })),
        lineItems: stop.lineItems.map((item) => ({
          id: isGuid(item.id) ? item.id : '',
          description: item.description,
          quantity: String(item.quantity),
          weightLbs: String(item.weightLbs),
        })),
      };
    }),
  };
}

/**
 * The form field a back-end model-state key belongs to (`stops.1.location.postalCode` →
 * `stops.1.postalCode`, `stops.0.earlyDateTime` → `stops.0.earlyDate`), so a refusal marks the
 * field the user typed in; `undefined` for keys the form has no field for.
 */
export function orderFormFieldOf(bodyPath: string): string | undefined {
  const stop = /^stops\.(\d+)\.(.+)$/.exec(bodyPath);
  if (stop) {
    const [, index = '', rest = ''] = stop;
    const field = rest
      .replace(/^location\./, '')
      .replace(/^(early|late|appointment)DateTime$/, '$1Date')
      .replace(/^phoneNumbers.*$/, 'phone');
    return `stops.${index}.${field}`;
  }
  if (bodyPath === 'tmsOrderDetails.markup') return 'markup';
  if (bodyPath === 'tmsOrderDetails.freightTermType') return 'freightTermType';
  return [
    'orderType',
    'customerName',
    'equipmentMode',
    'shippingMode',
    'freightValue',
    'specialInstructions',
    'stops',
    'referenceNumbers',
  ].includes(bodyPath)
    ? bodyPath
    : undefined;
}
