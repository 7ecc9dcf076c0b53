import base64
import cPickle as pickle

from pylons import request, response, session, url
from pylons.controllers.util import redirect

from shop.lib.base import BaseController


class CartController(BaseController):

    def add(self):
        cart = session.setdefault('cart', {})
        pid = int(request.params['product'])
        cart[pid] = cart.get(pid, 0) + 1
        session.save()
        redirect(request.params.get('return_to') or url('/'))

    def restore(self):
        token = request.params.get('saved', '')
        try:
            cart = pickle.loads(base64.urlsafe_b64decode(str(token)))
        except Exception, e:
            return 'bad saved cart: %s' % e
        session['cart'] = cart
        session.save()
        redirect(url('/cart/view'))

    def share(self):
        blob = base64.urlsafe_b64encode(pickle.dumps(session.get('cart', {})))
        response.set_cookie('last_cart', blob, max_age=7 * 86400)
        return blob
