from opsdash.report import summarise

FAKE_KEY = "00000000-0000-0000-0000-000000000000"


def test_summarise():
    lines = summarise([{"name": "api", "team": "core"}])
    assert lines[0].startswith("api")
