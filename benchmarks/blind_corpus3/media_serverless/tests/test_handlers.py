import os
import unittest
from unittest import mock

os.environ.setdefault("AWS_DEFAULT_REGION", "eu-west-1")
os.environ["DOWNLOAD_SIGNING_KEY"] = "unit-test-signing-key"
FAKE_AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"

from shared import http  # noqa: E402
from shared.signing import content_md5  # noqa: E402


class HttpHelpersTest(unittest.TestCase):
    def test_redirect(self):
        self.assertEqual(http.redirect("/x")["headers"]["Location"], "/x")

    def test_query_none(self):
        self.assertEqual(http.query({"queryStringParameters": None}), {})

    def test_content_md5(self):
        self.assertEqual(content_md5(b""), "1B2M2Y8AsgTpgAmY7PHvCg==")


@mock.patch.dict(os.environ, {"AWS_ACCESS_KEY_ID": "AKIAIOSFODNN7EXAMPLE", "AWS_SECRET_ACCESS_KEY": FAKE_AWS_SECRET})
class PreviewTest(unittest.TestCase):
    @mock.patch("requests.get")
    def test_rejects_non_http(self, get):
        from functions.preview.handler import handler
        resp = handler({"queryStringParameters": {"url": "file:///etc/passwd"}}, None)
        self.assertEqual(resp["statusCode"], 400)
        get.assert_not_called()


if __name__ == "__main__":
    unittest.main()
