from starlette.applications import Starlette
from starlette.routing import Mount
from strawberry.asgi import GraphQL

from . import settings
from .auth import get_context
from .schema import schema


class GalleryGraphQL(GraphQL):
    async def get_context(self, request, response=None):
        return get_context(request, response)


graphql_app = GalleryGraphQL(schema, graphql_ide="graphiql" if settings.DEBUG else None)

app = Starlette(debug=True, routes=[Mount("/graphql", graphql_app)])
