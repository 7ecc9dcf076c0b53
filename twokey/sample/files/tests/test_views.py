import importlib.util
import unittest

from shop import create_app

from tests.helpers import load_fixture, make_cart_cookie


@unittest.skipUnless(importlib.util.find_spec("flask"), "the view tests need Flask installed")
class ViewsTest(unittest.TestCase):
    def setUp(self):
        self.app = create_app()
        self.app.testing = True
        self.client = self.app.test_client()

    def test_hello_escapes_name(self):
        resp = self.client.get("/account/hello?name=<b>bob</b>")
        self.assertIn(b"&lt;b&gt;bob&lt;/b&gt;", resp.data)

    def test_logout_ignores_foreign_next(self):
        resp = self.client.get("/account/logout?next=http://example.org/")
        self.assertEqual(resp.status_code, 302)
        self.assertTrue(resp.headers["Location"].endswith("/"))

    def test_cart_cookie_roundtrip(self):
        cart = load_fixture("cart_small.pickle")
        self.client.set_cookie("localhost", "cart", make_cart_cookie(cart))
        resp = self.client.get("/orders/cart")
        self.assertEqual(resp.status_code, 200)

    def test_admin_requires_staff(self):
        resp = self.client.get("/admin/")
        self.assertEqual(resp.status_code, 403)


if __name__ == "__main__":
    unittest.main()
