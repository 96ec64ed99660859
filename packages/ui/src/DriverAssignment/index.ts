export { DriverAssignment, type DriverAssignmentProps, type DriverOption } from './DriverAssignment.tsx';
