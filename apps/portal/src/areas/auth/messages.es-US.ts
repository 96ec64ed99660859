import type { authMessagesEn } from './messages.ts';

/** US Spanish (es-US) of {@link authMessagesEn}: the sign-in pages, in the usted register. */
export const authMessagesEsUs = {
  'auth.signIn.title': 'Iniciar sesión en FreightKit',
  'auth.signIn.intro': 'Portal para transportistas: envíos, ofertas de carga, tablero de cargas y pagos.',
  'auth.field.userName': 'Correo electrónico',
  'auth.field.password': 'Contraseña',
  'auth.signIn.submit': 'Iniciar sesión',
  'auth.signIn.forgot': '¿Olvidó su contraseña?',
  'auth.signIn.redirectIntro':
    'Escriba su correo electrónico: escribirá su contraseña en la página de inicio de sesión de FreightKit que se abre a continuación.',
  'auth.redirect.noPortalUser':
    'Esta cuenta no está vinculada a un usuario de FreightKit, así que no puede abrir el portal. Pida acceso al administrador de su empresa o inicie sesión con otra cuenta.',
  'auth.redirect.failed': 'No se pudo completar el inicio de sesión. No se cambió nada: inténtelo de nuevo.',
  'auth.signIn.driverLink': 'Iniciando sesión con su enlace de chofer…',
  'auth.signIn.driverLinkFailed':
    'Este enlace de chofer no es válido o ya venció. Inicie sesión con su correo electrónico y contraseña.',
  'auth.signIn.driverLinkUsedUp':
    '{count, plural, one {Este enlace de chofer ya se usó # vez.} other {Este enlace de chofer ya se usó # veces.}} Pida un enlace nuevo a su despachador o inicie sesión con su correo electrónico y contraseña.',
  'auth.failure.tooManyAttempts':
    'Demasiados intentos de inicio de sesión. El inicio de sesión está en pausa por un rato: espere unos minutos y vuelva a intentarlo.',
  'auth.failure.serverUnavailable':
    'No se pudo conectar con el servidor de FreightKit. No se perdió nada de lo que escribió: inténtelo de nuevo en un momento.',
  'auth.requestReset.title': 'Restablecer su contraseña',
  'auth.requestReset.intro':
    'Escriba el correo electrónico con el que inicia sesión y le enviaremos un enlace para elegir una contraseña nueva.',
  'auth.requestReset.submit': 'Enviar enlace',
  'auth.requestReset.sent':
    'Si esa dirección pertenece a un usuario de FreightKit, le llegará un enlace para restablecer la contraseña.',
  'auth.backToSignIn': 'Volver a iniciar sesión',
  'auth.reset.title': 'Elija una contraseña nueva',
  'auth.activate.title': 'Active su cuenta',
  'auth.activate.intro': 'Elija una contraseña para terminar de configurar su cuenta de FreightKit.',
  'auth.activate.done': 'Su cuenta está activa',
  'auth.field.newPassword': 'Contraseña nueva',
  'auth.field.confirmPassword': 'Confirme la contraseña nueva',
  'auth.reset.submit': 'Guardar contraseña',
  'auth.validation.required': '{field}: dato obligatorio',
  'auth.validation.mismatch': 'Las contraseñas no coinciden',
  'auth.validation.minLength':
    '{count, plural, one {Use al menos # carácter} other {Use al menos # caracteres}}',
} as const satisfies Record<keyof typeof authMessagesEn, string>;
