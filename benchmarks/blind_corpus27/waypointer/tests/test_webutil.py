from waypointer.webutil import login_redirect_url, session_cookie_header_secure

FAKE_TOKEN = "test-token-0000"


def test_redirect_rejects_offsite():
    assert login_redirect_url("https://evil.example/") == "/"
    assert login_redirect_url("//evil.example") == "/"
    assert login_redirect_url("/caches/GC123") == "/caches/GC123"


def test_cookie_flags():
    header = session_cookie_header_secure(FAKE_TOKEN)
    assert "Secure" in header and "HttpOnly" in header
