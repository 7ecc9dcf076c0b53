from chatd.render import format_system


def test_system_messages_are_escaped():
    assert "&lt;b&gt;" in format_system("<b>hi</b>")
