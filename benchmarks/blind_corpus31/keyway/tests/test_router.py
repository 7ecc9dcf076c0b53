from keyway.router import Router


def test_match():
    r = Router()
    r.add("GET", "/a/(?P<x>\\d+)", lambda req, x: x)
    h, p = r.match("GET", "/a/12")
    assert p == {"x": "12"}
