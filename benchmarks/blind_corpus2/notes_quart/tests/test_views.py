from notes.utils import is_safe_url

NOTES_SECRET_KEY = "pytest-secret-key"


def test_safe_url_relative():
    assert is_safe_url("/notes/3", "notes.local")


def test_safe_url_rejects_other_host():
    assert not is_safe_url("https://evil.example/x", "notes.local")
    assert not is_safe_url("//evil.example/x", "notes.local")
    assert not is_safe_url("javascript:alert(1)", "notes.local")
