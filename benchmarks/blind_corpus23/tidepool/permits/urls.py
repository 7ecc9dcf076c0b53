from django.urls import path

from . import views

app_name = "permits"

urlpatterns = [
    path("", views.search, name="search"),
    path("by-species/", views.by_species, name="by_species"),
    path("holders/", views.holders, name="holders"),
    path("observers/", views.observers, name="observers"),
    path("apply/", views.apply, name="apply"),
    path("<str:number>/", views.detail, name="detail"),
    path("<str:number>/attachment/", views.attachment, name="attachment"),
    path("<str:number>/report/", views.signed_report, name="report"),
    path("<str:number>/notify/", views.notify_holder, name="notify"),
    path("<str:number>/tides/", views.tides, name="tides"),
    path("session/region/", views.set_region, name="set_region"),
    path("session/resume/", views.resume, name="resume"),
    path("session/leave/", views.leave, name="leave"),
]
