import os

from pylons import app_globals as g, request, response
from paste.fileapp import FileApp

from shop.lib.base import BaseController


class AdminController(BaseController):
    requires_admin = True

    def backup(self):
        label = request.params.get('label', 'manual')
        status = os.system('pg_dump shop | gzip > /srv/backups/shop-%s.sql.gz' % label)
        return 'backup exited with %d' % status

    def reprice(self):
        formula = request.params['formula']
        count = 0
        for pid, price in self._prices():
            new_price = eval(formula, {'price': price})
            self._set_price(pid, new_price)
            count += 1
        return '%d products repriced' % count

    def export(self, environ, start_response):
        name = request.params['name']
        app = FileApp(os.path.join(g.export_dir, name))
        return app(environ, start_response)

    def _prices(self):
        from shop.model import meta
        return meta.Session.execute('SELECT id, price FROM products').fetchall()

    def _set_price(self, pid, value):
        from shop.model import meta
        meta.Session.execute('UPDATE products SET price = :p WHERE id = :i', {'p': value, 'i': pid})
