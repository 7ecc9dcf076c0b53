from django.urls import path

from accounts import views as accounts
from auditions import views as auditions
from costumes import views as costumes
from productions import views as productions
from scripts import views as scripts

urlpatterns = [
    path("login/", accounts.ParentLoginView.as_view(), name="login"),
    path("logout/", accounts.LogoutView.as_view(), name="logout"),
    path("portal/switch/", accounts.SwitchChildView.as_view(), name="switch-child"),
    path("chaperones/check/", accounts.ChaperoneCheckView.as_view(), name="chaperone-check"),
    path("auditions/", auditions.AuditionListView.as_view(), name="auditions"),
    path("auditions/<int:pk>/score/", auditions.ScoreView.as_view(), name="audition-score"),
    path("auditions/<int:pk>/weighted/", auditions.WeightedScoreView.as_view(), name="audition-weighted"),
    path("auditions/signup/", auditions.SignupView.as_view(), name="audition-signup"),
    path("costumes/", costumes.CostumeSearchView.as_view(), name="costumes"),
    path("costumes/basket/", costumes.BasketView.as_view(), name="costume-basket"),
    path("costumes/<int:pk>/label/", costumes.PrintLabelView.as_view(), name="costume-label"),
    path("scripts/<str:production>/", scripts.ScriptDownloadView.as_view(), name="script"),
    path("scripts/<str:production>/sides/", scripts.SidesView.as_view(), name="sides"),
    path("scripts/<str:production>/cues/", scripts.CueSheetView.as_view(), name="cues"),
    path("productions/<slug:slug>/", productions.ProductionView.as_view(), name="production"),
    path("productions/<slug:slug>/photos/", productions.PhotoImportView.as_view(), name="photo-import"),
]
