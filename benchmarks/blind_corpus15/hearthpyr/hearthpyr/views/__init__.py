from pyramid.view import view_config

from ..models import Recipe
from ..units import suggestion_du_jour


@view_config(route_name="home", renderer="json")
def home(request):
    recipes = request.dbsession.query(Recipe).order_by(Recipe.id.desc()).limit(50).all()
    pick = suggestion_du_jour(recipes)
    return {"featured": pick.title if pick else None, "count": len(recipes)}
