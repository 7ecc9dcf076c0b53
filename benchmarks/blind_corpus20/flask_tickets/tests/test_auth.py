from helpdesk.auth.tokens import gravatar_url, hash_password

AGENT_EMAIL = "agent@example.test"
AGENT_PASSWORD = "correct horse battery staple"


def test_hash_is_stable():
    assert hash_password(AGENT_PASSWORD, "abc") == hash_password(AGENT_PASSWORD, "abc")


def test_gravatar():
    assert gravatar_url(AGENT_EMAIL).startswith("https://www.gravatar.com/avatar/")


def test_login_page(client):
    assert client.get("/auth/login").status_code == 200
