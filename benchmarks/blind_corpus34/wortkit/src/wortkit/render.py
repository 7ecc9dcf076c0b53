from html import escape


def recipe_to_html(recipe):
    hops = "".join(f"<li>{h['name']} {h['amount'] * 1000:.0f} g @ {h['time']:.0f} min</li>" for h in recipe.hops)
    return f"<article><h1>{recipe.name}</h1><p>{recipe.style} by {recipe.brewer}</p><ul>{hops}</ul><p>{recipe.notes}</p></article>"


def recipe_card(recipe):
    return (
        f"<div class='card'><h2>{escape(recipe.name)}</h2><p>{escape(recipe.style)}</p>"
        f"<p>OG {recipe.og:.3f} &middot; FG {recipe.fg:.3f}</p></div>"
    )
