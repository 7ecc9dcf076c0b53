from staffdir.jinja_filters import gravatar_url, phone_link


def test_phone_strips_markup():
    out = str(phone_link('+49 30 1234"><script>'))
    assert "<script>" not in out
    assert 'href="tel:+49301234"' in out


def test_gravatar():
    assert gravatar_url(" Alice@Example.com ").startswith("https://www.gravatar.com/avatar/")
