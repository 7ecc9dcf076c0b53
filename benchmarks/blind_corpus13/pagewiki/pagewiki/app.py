try:
    from urllib import quote
except ImportError:
    from urllib.parse import quote

import bottle
from bottle import Bottle, redirect, request, template

from pagewiki import attachments, auth, db, markup
from pagewiki.pages import Page
from pagewiki.templating import render_reusable

app = Bottle()

LAYOUT = '''<!doctype html>
<html><head><title>{{title}} - PageWiki</title><link rel="stylesheet" href="/static/wiki.css"></head>
<body><div id="header"><a href="/">PageWiki</a> <form action="/search"><input name="q"></form></div>
{{!content}}
</body></html>'''

PAGE_TPL = '''<h1>{{title}}</h1>
<div class="content">{{!body}}</div>
<p class="meta">Last edited by {{author}}</p>'''

MISSING_TPL = '''<p>There is no page called <b>{{!name}}</b> yet.</p>
<p><a href="/edit/{{name}}">Create it</a></p>'''

SEARCH_TPL = '''<h1>Search</h1><p>Results for "{{q}}":</p>
<ul>% for p in pages:
<li><a href="/page/{{p.title.replace(' ', '_')}}">{{p.title}}</a></li>
% end
</ul>'''


def page_title(name):
    return name.replace('_', ' ')


@app.route('/')
def index():
    redirect('/page/FrontPage')


@app.route('/page/<name>')
def show(name):
    page = Page.find(page_title(name))
    if page is None:
        return template(LAYOUT, title=name, content=template(MISSING_TPL, name=name))
    body = template(PAGE_TPL, title=page.title, body=markup.to_html(page.body), author=page.author)
    return template(LAYOUT, title=page.title, content=body)


@app.route('/use/<name>')
def use_template(name):
    html = render_reusable(page_title(name), dict(request.query.decode()))
    if html is None:
        bottle.abort(404)
    return template(LAYOUT, title=name, content=html)


@app.route('/search')
def search():
    q = request.query.getunicode('q', default='')
    rows = db.fetchall('SELECT * FROM page WHERE title LIKE ? OR body LIKE ?', '%' + q + '%', '%' + q + '%')
    content = template(SEARCH_TPL, q=q, pages=[Page.from_row(r) for r in rows])
    return template(LAYOUT, title='Search', content=content)


@app.route('/recent')
def recent():
    pages = Page.recent(int(request.query.get('n', 20)))
    return template(LAYOUT, title='Recent changes', content=template(SEARCH_TPL, q='recent', pages=pages))


@app.route('/edit/<name>', method='POST')
@auth.require_login
def save(name):
    page = Page.find(page_title(name)) or Page(title=page_title(name))
    page.body = request.forms.getunicode('body')
    page.author = auth.current_user()
    page.save()
    redirect('/page/' + quote(name))


@app.route('/go')
def go():
    """Outbound link tracker used by the [[http:...]] macro."""
    target = request.query.get('to', '/')
    db.run('UPDATE outbound SET hits = hits + 1 WHERE url = ?', target)
    redirect(target)


@app.route('/attach/<page>/<filename:path>')
def get_attachment(page, filename):
    return attachments.serve(page, filename)


@app.route('/attach/<page>/delete', method='POST')
@auth.require_admin
def delete_attachment(page):
    attachments.remove(page)
    redirect('/page/' + quote(page))


@app.route('/login', method='POST')
def do_login():
    if auth.login(request.forms.get('username'), request.forms.get('password')):
        redirect('/')
    return template(LAYOUT, title='Login', content='<p>Login failed.</p>')
