/** What an embedding host page shows when nobody is signed in: a link to the console's sign-in. */
export function signedOutNotice(): HTMLElement {
  const box = document.createElement('section');
  box.className = 'signed-out';
  const heading = document.createElement('h2');
  heading.textContent = '請先登入';
  const text = document.createElement('p');
  const link = document.createElement('a');
  link.href = '/';
  link.textContent = '前往登入頁';
  text.append('此頁面使用主控台的登入資訊。', link, '，登入後再重新整理本頁。');
  box.append(heading, text);
  return box;
}
