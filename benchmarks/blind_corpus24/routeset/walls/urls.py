from django.urls import path

from . import views

app_name = "walls"

urlpatterns = [
    path("", views.route_list, name="list"),
    path("setter/<str:name>/", views.by_setter, name="by-setter"),
    path("route/<int:pk>/", views.route_detail, name="detail"),
    path("route/<int:pk>/tick/", views.tick, name="tick"),
    path("search/", views.search, name="search"),
    path("topo/", views.topo_image, name="topo"),
    path("topo/<str:wall>/", views.topo_for_wall, name="topo-wall"),
    path("comp/score/", views.comp_score, name="comp-score"),
    path("setters/join/", views.setter_signup, name="setter-signup"),
    path("prefs/", views.save_prefs, name="prefs"),
    path("lang/", views.switch_lang, name="lang"),
]
