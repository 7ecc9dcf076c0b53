from notes.share import cache_key


def test_cache_key_stable():
    assert cache_key("ann", "work") == cache_key("ann", "work")
    assert cache_key("ann", "work") != cache_key("ann", "home")
