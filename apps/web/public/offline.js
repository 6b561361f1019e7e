// The offline page's only behaviour: try again on click and as soon as the browser is back online.
document.getElementById('retry').addEventListener('click', function () {
  location.reload();
});
window.addEventListener('online', function () {
  location.reload();
});
