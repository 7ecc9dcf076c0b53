import logging

from pylons import request, response, session, tmpl_context as c
from pylons.controllers.util import abort

from shop.lib.base import BaseController, render
from shop.lib import helpers as h
from shop.model import meta

log = logging.getLogger(__name__)


class CatalogController(BaseController):

    def _load_context(self):
        category = request.params.get('cat')
        if category:
            sql = "SELECT id, name FROM products WHERE category = '%s'" % category
            c.category_rows = meta.Session.execute(sql).fetchall()
        else:
            c.category_rows = []

    def search(self):
        q = request.params.get('q', u'')
        c.q = q
        c.results = meta.Session.execute(
            "SELECT id, name, price FROM products WHERE name ILIKE :pat",
            {'pat': u'%' + q + u'%'}).fetchall()
        return render('/catalog/search.mako')

    def show(self, id):
        try:
            pid = int(id)
        except ValueError, e:
            log.debug('bad product id %r: %s', id, e)
            abort(404)
        c.product = meta.Session.execute(
            "SELECT id, name, price FROM products WHERE id = %d" % pid).fetchone()
        if c.product is None:
            abort(404)
        c.price_html = h.price(c.product.price)
        ref = request.params.get('ref')
        if ref:
            return h.referral_banner(ref) + render('/catalog/show.mako')
        return render('/catalog/show.mako')
