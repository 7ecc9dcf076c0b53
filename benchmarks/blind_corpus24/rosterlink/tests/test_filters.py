from rosterlink.filters import all_of, eq
from rosterlink.xmlimport import xpath_literal

TEST_BIND_PASSWORD = "fixture-bind-pw"


def test_eq_escapes():
    assert eq("cn", "a*b") == "(cn=a\\2ab)"


def test_all_of():
    assert all_of({"a": "1", "b": "2"}) == "(&(a=1)(b=2))"


def test_xpath_literal_mixed():
    assert xpath_literal("O'Brien \"Bri\"").startswith("concat(")
