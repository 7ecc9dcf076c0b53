from bottle import template

CARD = """<ul>% for r in rows:
<li><a href="/recipe/{{r['id']}}">{{r['title']}}</a></li>
% end
</ul>"""


def render_card(rows, heading=None):
    head = template("<h2>Results for {{!heading}}</h2>", heading=heading) if heading else ""
    return head + template(CARD, rows=rows)


def render_title(title):
    return template("<h1 class='recipe-title'>{{title}}</h1>", title=title)


def render_user_layout(layout, recipe):
    """Members can save their own print layout for recipe cards."""
    return template(layout, recipe=dict(recipe))
