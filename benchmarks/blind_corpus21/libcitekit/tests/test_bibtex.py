from citekit import parse_bibtex, expand_macros

SAMPLE = """@article{smith2019,
  title = {Deep things},
  author = {Smith, Jane},
  year = {2019},
}
"""


def test_parse():
    (entry,) = parse_bibtex(SAMPLE)
    assert entry["ID"] == "smith2019"


def test_macros():
    assert expand_macros('@string{acm = "ACM"}') == {"acm": "ACM"}
