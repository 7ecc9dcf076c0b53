import html


def page(league, rows):
    items = "".join(
        f"<tr><td>{html.escape(name)}</td><td>{int(pins)}</td></tr>" for name, pins in rows
    )
    return f"<h1>{html.escape(league)}</h1><table>{items}</table>"


def team_banner(team):
    return "<div class='banner'>Welcome, " + team + "!</div>"
