from lxml import etree
from pylons import request, response

from shop.lib.base import BaseController
from shop.model import meta


class FeedsController(BaseController):
    requires_admin = True

    def supplier(self):
        upload = request.POST['feed']
        tree = etree.parse(upload.file)
        n = 0
        for item in tree.getroot().findall('item'):
            meta.Session.execute(
                'INSERT INTO supplier_items (sku, name) VALUES (:s, :n)',
                {'s': item.findtext('sku'), 'n': item.findtext('name')})
            n += 1
        meta.Session.commit()
        response.content_type = 'text/plain'
        return 'imported %d items' % n
