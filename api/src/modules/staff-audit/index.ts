// The audit log of staff writes: every module that lets staff change something records the write
// here in the same transaction (who, when, what, before and after); managers read the log.

export { staffAuditRoutes } from './routes';
export { listStaffWrites, recordStaffWrite, type StaffWriteEntry } from './service';
