import jinja2
from jinja2.sandbox import SandboxedEnvironment

from ..db import connect

_SANDBOX = SandboxedEnvironment(autoescape=True)


def _stats(account_id):
    with connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT kind, count(*) FROM events WHERE account_id = %s GROUP BY kind", (account_id,))
        return dict(cur.fetchall())


def render_digest(template_src, account_id):
    return jinja2.Template(template_src).render(stats=_stats(account_id))


def render_digest_sandboxed(template_src, account_id):
    return _SANDBOX.from_string(template_src).render(stats=_stats(account_id))
