from bottle import abort, request, route, template

import auth
import db

TICKET_TPL = """
<h1>#{{ticket['id']}} {{ticket['subject']}}</h1>
<p class="meta">opened by {{ticket['reporter']}} on {{ticket['created']}}</p>
<div class="body">{{ticket['body']}}</div>
"""

COMMENT_TPL = """
% for c in comments:
  <div class="comment"><b>{{c['author']}}</b>: {{!c['text']}}</div>
% end
"""


@route("/tickets")
@auth.requires_login
def list_tickets():
    status = request.query.get("status", "open")
    cur = db.cursor()
    cur.execute("SELECT id, subject, reporter FROM tickets WHERE status = '%s' ORDER BY id DESC" % status)
    rows = cur.fetchall()
    return template("ticket_list", rows=rows, status=status)


@route("/tickets/<tid:int>")
@auth.requires_login
def show_ticket(tid):
    cur = db.cursor()
    cur.execute("SELECT * FROM tickets WHERE id = %s", (tid,))
    ticket = cur.fetchone()
    if not ticket:
        abort(404, "no such ticket")
    return template(TICKET_TPL, ticket=ticket)


@route("/tickets/<tid:int>/comments")
@auth.requires_login
def show_comments(tid):
    cur = db.cursor()
    cur.execute("SELECT author, text FROM comments WHERE ticket_id = %s ORDER BY id", (tid,))
    return template(COMMENT_TPL, comments=cur.fetchall())


@route("/tickets/new", method="POST")
@auth.requires_login
def new_ticket():
    subject = request.forms.getunicode("subject", "")
    cur = db.cursor()
    cur.execute("INSERT INTO tickets (subject, body, reporter, status) VALUES (%s, %s, %s, 'open')",
                (subject, request.forms.getunicode("body", ""), auth.current_user()))
    db.commit()
    return "<p>Ticket <b>%s</b> created. <a href='/tickets'>Back</a></p>" % subject


@route("/tickets/closed")
@auth.requires_login
def after_close():
    import i18n
    lang = request.get_cookie("hd_lang", "en")
    return i18n.closed_notice(lang, request.query.getunicode("closed", u""))


@route("/hello")
@auth.requires_login
def hello():
    import i18n
    return i18n.welcome_banner(request.get_cookie("hd_lang", "en"), auth.current_user())
