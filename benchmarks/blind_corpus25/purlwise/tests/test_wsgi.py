from purlwise.wsgi import session_cookie_header


def test_session_cookie_flags():
    name, value = session_cookie_header("abc")
    assert name == "Set-Cookie"
    assert "Secure" in value and "HttpOnly" in value
