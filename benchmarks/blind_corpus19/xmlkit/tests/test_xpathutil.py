from xmlkit.xpathutil import xpath_literal


def test_literal_with_both_quotes():
    assert xpath_literal("it's \"x\"") == "concat('it', \"'\", 's \"x\"')"


def test_plain_literal():
    assert xpath_literal("abc") == "'abc'"
