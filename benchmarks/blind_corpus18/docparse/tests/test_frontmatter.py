from docparse.frontmatter import split_front_matter


def test_basic():
    meta, body = split_front_matter("---\ntitle: Hi\n---\nbody\n")
    assert meta == {"title": "Hi"}
    assert body == "body\n"


def test_no_front_matter():
    assert split_front_matter("plain") == ({}, "plain")
