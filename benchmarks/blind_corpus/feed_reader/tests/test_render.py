from feeds import render


def test_clean_strips_script():
    out = render.clean_summary_html({"summary": "<script>x</script><b>hi</b>", "title": "t"})
    assert "<script>" not in out
