from bottle import Bottle, abort, request, template

from bottlewiki import auth, store, util
from bottlewiki.attachments import attachments_app
from bottlewiki.render import to_html

app = Bottle()
app.mount('/files/', attachments_app)

PAGE_TPL = '''<html><head><title>{{name}}</title></head>
<body><h1>{{name}}</h1><div class="content">{{!html}}</div>
<p class="meta">last edited by {{author}}</p></body></html>'''

RECENT_TPL = '''<ul>% for n, a, t in rows:
<li><a href="/page/{{n}}">{{n}}</a> by {{a}}</li>
% end</ul>'''


@app.get('/page/<name>')
def show(name):
    row = store.get_page(name)
    if row is None:
        abort(404)
    return template(PAGE_TPL, name=row[0], html=to_html(row[1]), author=row[2])


@app.post('/page/<name>')
def edit(name):
    user = auth.current_user()
    if not user:
        abort(401)
    store.save_page(name, request.forms.getunicode('body'), user)
    util.back_to_page(name)


@app.get('/recent')
def recent():
    rows = store.recent_changes(request.query.get('author'), request.query.get('n', 50))
    return template(RECENT_TPL, rows=rows)


@app.get('/search')
def search():
    words = request.query.getunicode('q', '').split()[:5]
    hits = store.search(words) if words else []
    return template('<p>Results for {{q}}</p>' + RECENT_TPL.replace(', a, t', ', ').replace(' by {{a}}', ''),
                    q=' '.join(words), rows=[(h[0],) for h in hits])


@app.post('/login')
def do_login():
    if auth.check_password(request.forms.get('name'), request.forms.get('password')):
        auth.login(request.forms.get('name'))
        util.back_to_referrer()
    abort(403)
