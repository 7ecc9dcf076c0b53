import web

import admin
import auth
import db
import feeds
import plugins
import session
import templates
import upload

urls = (
    '/', 'Index',
    '/page/(.+)', 'Page',
    '/comments/(\d+)', 'Comments',
    '/login', 'Login',
    '/newsbox', 'NewsBox',
    '/admin/usage', 'admin.Usage',
    '/admin/theme', 'Theme',
    '/admin/media', 'MediaZip',
    '/admin/plugin', 'PluginPreview',
    '/admin/go', 'AdminGo',
)


class Index:
    def GET(self):
        prefs = session.load_prefs()
        return templates.layout('Start', '<p>Willkommen</p>')


class Page:
    def GET(self, slug):
        cur = db.cursor()
        cur.execute("SELECT title, body FROM pages WHERE slug = '%s' AND published = 1" % slug)
        row = cur.fetchone()
        if not row:
            raise web.notfound()
        return templates.layout(row['title'], row['body'])


class Comments:
    def GET(self, page_id):
        cur = db.cursor()
        cur.execute("SELECT author, body FROM comments WHERE page_id = %s" % int(page_id))
        blocks = [templates.comment_block(c) for c in cur.fetchall()]
        return templates.layout('Kommentare', ''.join(blocks))

    def POST(self, page_id):
        i = web.input(author='', body='')
        cur = db.cursor()
        cur.execute("INSERT INTO comments (page_id, author, body) VALUES (%s, %s, %s)",
                    (int(page_id), i.author, i.body))
        db.connect().commit()
        raise web.seeother('/comments/%d' % int(page_id))


class Login:
    def POST(self):
        i = web.input(user='', password='', next='/')
        uid = auth.check_login(i.user, i.password)
        if uid is None:
            return templates.layout('Login', '<p>Falsches Passwort</p>')
        auth.start_session(uid)
        raise web.seeother(i.next)


class NewsBox:
    def GET(self):
        i = web.input(feed='')
        items = feeds.fetch(i.feed)
        return templates.layout('News', '<ul>%s</ul>' % ''.join('<li>%s</li>' % x for x in items))


class Theme:
    def POST(self):
        x = web.input(theme={})
        upload.install_theme(x['theme'])
        return 'ok'


class MediaZip:
    def POST(self):
        x = web.input(archive={})
        dest = upload.install_media_zip(x['archive'])
        return 'entpackt nach ' + dest


class PluginPreview:
    def GET(self):
        i = web.input(name='')
        mod = plugins.load(i.name)
        return getattr(mod, '__doc__', '') or ''


class AdminGo:
    def GET(self):
        i = web.input(section='dashboard')
        sections = {'dashboard': '/admin/', 'usage': '/admin/usage', 'themes': '/admin/theme'}
        raise web.seeother(sections.get(i.section, '/admin/'))


app = web.application(urls, globals())

if __name__ == '__main__':
    print "cms: starting development server"
    app.run()
