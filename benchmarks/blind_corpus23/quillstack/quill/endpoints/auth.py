from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from starlette.responses import JSONResponse, RedirectResponse

from .. import settings
from ..tokens import draft_token

EDITOR_PAGES = {"/editor/queue", "/editor/accepted", "/editor/stats"}


def _ldap():
    return Connection(Server(settings.LDAP_URL), auto_bind=True)


async def editor_login(request):
    form = await request.form()
    username = form.get("username", "")
    conn = _ldap()
    conn.search(settings.LDAP_BASE, "(&(uid=%s)(memberOf=cn=quill-editors,ou=groups,dc=harbourcollege,dc=example))"
                % escape_filter_chars(username), attributes=["cn"])
    if not conn.entries or not conn.rebind(user=conn.entries[0].entry_dn, password=form.get("password", "")):
        return JSONResponse({"error": "denied"}, status_code=403)
    request.session["editor"] = username
    target = form.get("next", "/editor/queue")
    resp = RedirectResponse(target if target in EDITOR_PAGES else "/editor/queue", status_code=303)
    resp.set_cookie("quill_fontsize", form.get("fontsize", "16")[:3], max_age=365 * 86400)
    return resp


async def editor_logout(request):
    request.session.clear()
    return RedirectResponse(request.url_for("reading_home"), status_code=303)


async def author_lookup(request):
    email = request.query_params.get("email", "")
    conn = _ldap()
    conn.search(settings.LDAP_BASE, f"(|(mail={email})(proxyAddresses=smtp:{email}))", attributes=["cn", "department"])
    return JSONResponse({"staff": [e.entry_dn for e in conn.entries]})


async def resume_draft(request):
    sub_id = int(request.path_params["sub_id"])
    resp = RedirectResponse(request.query_params.get("continue", "/submit"), status_code=302)
    resp.set_cookie("quill_draft", draft_token(sub_id), max_age=14 * 86400)
    resp.set_cookie("quill_draft_sig", draft_token(sub_id), max_age=14 * 86400, httponly=True, secure=True, samesite="lax")
    return resp
