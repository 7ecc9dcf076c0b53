from wiki.models import Page


def test_add_revision_records_author():
    page = Page("Startseite", "Hallo")
    page.add_revision("anna", "typo")
    assert page.revisions[0].author == "anna"
