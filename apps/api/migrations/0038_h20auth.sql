-- Session cache invalidation (issue 20, docs/decisions.md "Session cache across nodes"): every committed write
-- that can change what the session look-up (resolve_actor, platform/session.ts) returns sends one NOTIFY on
-- channel hr_auth, delivered to every API node's listener at commit, in commit order. The payload is
-- 'c:<change id>': the id the application set in the transaction (app.auth_change, platform/auth-cache.ts),
-- else one per transaction (a write by seed or direct SQL). NOTIFY drops a repeat of the same payload in one
-- transaction, so a transaction sends one message whatever number of statements it runs.
CREATE FUNCTION auth_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hr_auth', 'c:' || coalesce(nullif(current_setting('app.auth_change', true), ''),
    'x' || txid_current()::text));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new session holds no cached entry and a login's last_login_time is not read: inserts into sys_session and
-- sys_user, and updates of sys_user's other columns, send nothing.
CREATE TRIGGER sys_session_auth_change AFTER UPDATE OR DELETE OR TRUNCATE ON sys_session
  FOR EACH STATEMENT EXECUTE FUNCTION auth_change_notify();
--> statement-breakpoint
CREATE TRIGGER sys_user_auth_change
  AFTER UPDATE OF id, user_code, username, real_name, cmpy_code, status, deleted OR DELETE OR TRUNCATE ON sys_user
  FOR EACH STATEMENT EXECUTE FUNCTION auth_change_notify();
--> statement-breakpoint
CREATE TRIGGER sys_user_role_auth_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_role
  FOR EACH STATEMENT EXECUTE FUNCTION auth_change_notify();
--> statement-breakpoint
CREATE TRIGGER sys_role_auth_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role
  FOR EACH STATEMENT EXECUTE FUNCTION auth_change_notify();
--> statement-breakpoint
CREATE TRIGGER sys_role_resource_auth_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_resource
  FOR EACH STATEMENT EXECUTE FUNCTION auth_change_notify();
--> statement-breakpoint
CREATE TRIGGER sys_resource_auth_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_resource
  FOR EACH STATEMENT EXECUTE FUNCTION auth_change_notify();
