import textwrap

from pyrite.orgchart import OrgChart

XML = textwrap.dedent("""\
    <org>
      <person name="Ana" site="Lisbon"><reports><person name="Ben" site="Lisbon"/></reports></person>
      <team><name>infra</name><member>Ben</member></team>
    </org>
""")


def test_person_lookup(tmp_path):
    p = tmp_path / "org.xml"
    p.write_text(XML)
    chart = OrgChart(str(p))
    assert chart.person("Ben") is not None
    assert chart.by_location("Lisbon") == ["Ana", "Ben"]
