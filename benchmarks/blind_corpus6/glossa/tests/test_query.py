import textwrap

import pytest

from glossa import find_by_tuid, find_segments, languages, load

SAMPLE_TMX = textwrap.dedent(
    """\
    <?xml version="1.0" encoding="UTF-8"?>
    <tmx version="1.4">
      <header srclang="en" datatype="plaintext" segtype="sentence" adminlang="en" o-tmf="none" creationtool="test" creationtoolversion="1"/>
      <body>
        <tu tuid="1"><tuv xml:lang="en"><seg>Press the red button.</seg></tuv><tuv xml:lang="de"><seg>Drücken Sie den roten Knopf.</seg></tuv></tu>
        <tu tuid="2"><tuv xml:lang="en"><seg>Close the lid.</seg></tuv><tuv xml:lang="de"><seg>Schließen Sie den Deckel.</seg></tuv></tu>
      </body>
    </tmx>
    """
)


@pytest.fixture
def tmx_path(tmp_path):
    p = tmp_path / "sample.tmx"
    p.write_text(SAMPLE_TMX, encoding="utf-8")
    return p


def test_languages(tmx_path):
    assert languages(load(str(tmx_path))) == ["de", "en"]


def test_find_segments(tmx_path):
    tree = load(str(tmx_path))
    hits = find_segments(tree, "en", "lid")
    assert [h.get("tuid") for h in hits] == ["2"]


def test_find_by_tuid(tmx_path):
    tree = load(str(tmx_path))
    assert len(find_by_tuid(tree, "1")) == 1
    assert find_by_tuid(tree, "1' or '1'='1") == []
