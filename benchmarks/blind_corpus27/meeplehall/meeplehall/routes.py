from starlette.routing import Mount, Route

from .views import events, games, loans, members

routes = [
    Route("/games", games.list_games),
    Route("/games/search", games.search),
    Route("/games/{game_id:int}/card", games.card),
    Route("/games/{game_id:int}/score", games.score_preview, methods=["POST"]),
    Mount("/loans", routes=[
        Route("/checkout", loans.checkout, methods=["POST"]),
        Route("/return", loans.return_game, methods=["POST"]),
        Route("/rulebook", loans.rulebook),
        Route("/rulebook/safe", loans.rulebook_safe),
        Route("/label", loans.print_label, methods=["POST"]),
        Route("/label/v2", loans.print_label_quoted, methods=["POST"]),
    ]),
    Route("/members/login", members.login, methods=["POST"]),
    Route("/members/theme", members.theme, methods=["POST"]),
    Route("/members/find", members.find),
    Route("/events/import", events.import_collection, methods=["POST"]),
    Route("/events/preview", events.preview_thumbnail),
    Route("/events/by-designer", events.by_designer),
    Route("/events/restore", events.restore_board, methods=["POST"]),
]
