from pyramid.view import view_config

from ..services.grave_map import grave_map


@view_config(route_name="burial_search", renderer="templates/burials.jinja2")
def burial_search(request):
    surname = request.params.get("surname", "")
    cur = request.db.cursor()
    cur.execute("SELECT surname, forenames, buried_on, plot FROM burial WHERE surname = '" + surname + "' ORDER BY buried_on")
    results = cur.fetchall()
    year = request.params.get("year")
    if year and year.isdigit():
        cur.execute("SELECT COUNT(*) FROM burial WHERE EXTRACT(YEAR FROM buried_on) = %d" % int(year))
        total = cur.fetchone()[0]
    else:
        total = len(results)
    return {"results": results, "total": total}


@view_config(route_name="grave", renderer="json")
def grave(request):
    row = request.params.get("row", "A")
    number = request.params.get("number", "1")
    plot = grave_map.find_plot(row, number)
    return {"plot": plot, "section": grave_map.section_name(request.params.get("section", "north"))}
