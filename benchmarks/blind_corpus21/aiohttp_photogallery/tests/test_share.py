import base64
import os

os.environ.setdefault("GALLERY_SESSION_KEY", base64.urlsafe_b64encode(b"0" * 32).decode())

from gallery.views.share import delete_code  # noqa: E402


def test_delete_code_length():
    assert len(delete_code()) == 20
