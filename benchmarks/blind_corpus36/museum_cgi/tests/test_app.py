import base64
import io
import unittest

STAFF_AUTH = base64.b64encode(b"curator:test-password").decode()


class NotFoundTest(unittest.TestCase):
    def test_unknown_path(self):
        from museum.app import application
        seen = {}

        def start_response(status, headers):
            seen["status"] = status

        environ = {"PATH_INFO": "/nope", "REQUEST_METHOD": "GET", "wsgi.input": io.BytesIO(),
                   "HTTP_AUTHORIZATION": "Basic " + STAFF_AUTH}
        application(environ, start_response)
        self.assertTrue(seen["status"].startswith("404"))
