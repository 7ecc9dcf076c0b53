from feedrelay.parser import parse_opml

OPML = b"""<?xml version="1.0"?>
<opml version="2.0"><body>
<outline text="a" xmlUrl="https://a.example/feed.xml"/>
<outline text="folder"><outline text="b" xmlUrl="https://b.example/rss"/></outline>
</body></opml>"""


def test_opml():
    assert parse_opml(OPML) == ["https://a.example/feed.xml", "https://b.example/rss"]
