/**
 * Passwords of 8+ characters that top the public breach corpora (RockYou, the NCSC top 100k,
 * SecLists' most-common lists). Shorter ones are already refused by the length rule. Kept small
 * because the sign-up form ships it to the browser; the match ignores case.
 */
const list = `
password password1 password12 password123 password1234 passw0rd p@ssword p@ssw0rd pa55word pa55w0rd
passwort motdepasse contraseña contrasena senha123 wachtwoord salasana
12345678 123456789 1234567890 12345678910 0123456789 0987654321 9876543210 87654321 987654321 11111111
111111111 1111111111 00000000 000000000 0000000000 22222222 33333333 44444444 55555555 66666666 77777777
88888888 99999999 12121212 11223344 112233445566 12341234 123123123 123321123 12344321 147258369 147852369
159357456 159753159 123654789 741852963 789456123 963852741 13131313 20202020 19191919 69696969 1q2w3e4r
1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 zaq12wsx zaq1zaq1 zaq1xsw2 q1w2e3r4 q1w2e3r4t5
q1w2e3r4t5y6 qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 qwerty12345 qwertyu1 qwertz123 azertyuiop
azerty123 asdfghjk asdfghjkl asdf1234 asdfasdf asdfjkl; zxcvbnm1 zxcvbnm123 zxcvbnm, qazwsxedc
qazwsx123 abcd1234 abcdefgh abcdefg1 abcdefghi abcdefghij abc12345 abc123456 abcabc123 a1b2c3d4 a1234567
a12345678 aa123456 aaaaaaaa 1234qwer 1234abcd 12345qwert 123qweasd 123qweasdzxc qweasdzxc qweasd123
iloveyou iloveyou1 iloveyou2 iloveu123 loveyou1 lovelove ilovegod ilovemom mybirthday sunshine sunshine1
princess princess1 football football1 baseball basketball soccer123 hockey123 superman superman1 batman123
spiderman starwars starwars1 pokemon123 dragon123 dragonball monkey123 master123 mustang1 michael1
jennifer jordan23 michelle charlie1 computer computer1 internet welcome1 welcome123 welcome12 letmein1
letmein123 trustno1 whatever whatever1 freedom1 elephant chocolate chocolate1 butterfly butterfly1
blink182 liverpool arsenal1 chelsea1 manchester barcelona babygirl babygirl1 lovely123 forever1
friends1 fuckyou1 shadow12 shadow123 master12 access14 mercedes corvette ferrari1 porsche1 harley1
hello123 hello1234 hellokitty helloworld goodluck beautiful123 blessed1 jesus123 jesuschrist christ1
angel123 anthony1 jessica1 ashley123 nicole123 daniel123 matthew1 justin123 joshua123 andrew123
samantha summer123 summer2020 summer2021 summer2022 summer2023 summer2024 summer2025 winter2020
winter2021 winter2022 winter2023 winter2024 winter2025 spring2024 autumn2024 january1 december
november october september august12 password! password1! password2 password3 password01 password2020
password2021 password2022 password2023 password2024 password2025 password@123 pass1234 pass12345
pass@123 admin123 admin1234 admin12345 administrator adminadmin root1234 rootroot toor1234 changeme
changeme1 changeme123 default1 secret123 secret12 mysecret mypassword mypass123 test1234 test12345
testtest tester123 guest123 user1234 login123 qwe12345 zxc12345 asd12345 killer12 killer123 cheese123
cookie123 banana123 orange123 apple123 pepper123 ginger123 purple123 yellow123 silver123 golden123
diamond1 crystal1 rainbow1 flower123 flowers1 garfield snoopy123 tigger123 kitty123 puppy123 doggie1
maverick matrix123 phoenix1 thunder1 warrior1 hunter123 hunter12 ranger12 scooter1 cowboys1 yankees1
steelers eagles12 raiders1 packers1 lakers24 broncos1 panthers dolphins patriots 123456abc 123456a
123456aa 123456789a 12345678a 1234567a 123abc123 abc123abc qwerty123! p4ssw0rd passw0rd1 passw0rd!
letmein! iloveyou! 1password onetwothree trustme1 nothing1 someone1 anything computer12 monkey12
unknown1 private1 security security1 letmeinnow qwerty!@# !qaz2wsx 1qaz@wsx !qaz@wsx 1q2w3e4r!
q1w2e3r4! zaq!2wsx 11111111a 1a2b3c4d5e aaaaaaaaaa abcdabcd asdasdasd qweqweqwe zxczxczxc 123qwe123
qwe123qwe qwe123456 password123! welcome2024 welcome2025 easel123 easelpassword
`;

const commonPasswords = new Set(list.split(/\s+/).filter(Boolean));

/** True when the password is on the shipped list of breached favourites (case ignored). */
export function isCommonPassword(password: string): boolean {
  // One key held down ("xxxxxxxxxx") is as guessable as anything on the list.
  if (/^(.)\1*$/su.test(password)) return true;
  return commonPasswords.has(password.toLowerCase());
}
