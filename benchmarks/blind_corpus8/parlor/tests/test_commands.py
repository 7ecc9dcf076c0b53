from parlor.commands import dispatch


def test_help_lists_commands():
    out = dispatch("/help", user="ann", room="lobby")
    assert "/roll" in out


def test_poll():
    out = dispatch("/poll ['tea', 'coffee']", user="ann", room="lobby")
    assert "1) tea" in out


def test_whois_rejects_options():
    assert dispatch("/whois -h evil", user="ann", room="lobby").startswith("usage")
